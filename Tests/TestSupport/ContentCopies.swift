import Foundation

/// Where tests put their throwaway copies of the checkout's content (655 files, to damage or edit
/// one): the kernel's memory file system, `/dev/shm`, when there is one to write in, else the
/// temporary folder. On the ext4 `/tmp` of the machines CI runs on, one copy took 0.86 s of system
/// time (each new inode is slow to make there) and 0.03 s in `/dev/shm`; a dozen such tests took
/// the quick run past its 60 s.
public enum ContentCopies {
  public static let root: URL = {
    let memory = "/dev/shm"
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: memory, isDirectory: &isFolder), isFolder.boolValue,
      FileManager.default.isWritableFile(atPath: memory)
    {
      return URL(fileURLWithPath: memory, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory
  }()
}
