// Upload report
// Each photo upload ended as a Result: a link on success, an UploadError
// on failure. Count them and return a line such as "2 shared, 1 failed".
// Fill in report(_:) at the TODO.

enum UploadError: Error {
    case tooLarge(megabytes: Int)
    case noSignal
}

func report(_ outcomes: [Result<String, UploadError>]) -> String {
    var shared = 0
    var failed = 0
    for outcome in outcomes {
        switch outcome {
        case .success:
            shared += 1
        case .failure:
            failed += 1
        }
    }
    return "\(shared) shared, \(failed) failed"
}
