import Foundation

/// Gives the rest of the program the folder of shipped content without exposing how SwiftPM bundles it.
public enum UnwrapContent {
  /// The folder that holds `Chapters.json` and `Sections/` inside the built resource bundle.
  public static var directory: URL? {
    Bundle.module.resourceURL
  }
}
