import Foundation
import PackagePlugin

/// Compiles the lessons, reviews, glossary and banks into the UnwrapContent module, so the `unwrap`
/// binary carries its content inside itself: one file to install, nothing to find at run time, and no
/// need for Foundation's Bundle (which would load all of Foundation and ICU at every start-up).
@main
struct EmbedContent: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let content = target.directoryURL
    let files = try contentFiles(in: content)
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedContent.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(files.count) content files",
        executable: try context.tool(named: "ContentEmbedder").url,
        arguments: [content.path(percentEncoded: false), output.path(percentEncoded: false)],
        inputFiles: files, outputFiles: [output])
    ]
  }

  /// Every JSON and HTML file under the content folder, and the Swift files of the exercises.
  func contentFiles(in folder: URL) throws -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter {
      ["json", "html"].contains($0.pathExtension)
        || ($0.pathExtension == "swift" && $0.pathComponents.contains("Exercises"))
    }
  }
}
