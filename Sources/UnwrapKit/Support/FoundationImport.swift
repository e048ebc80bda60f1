// unwrap uses only the Foundation essentials (URL, Data, FileManager, JSON, dates). On Linux they live
// in FoundationEssentials, and importing just that keeps all of Foundation and ICU out of the process:
// start-up is several milliseconds faster and peak memory several megabytes lower. Other platforms
// have one Foundation. Every file in UnwrapKit, and every module that imports UnwrapKit, sees it.
#if canImport(FoundationEssentials)
  @_exported import FoundationEssentials
#else
  @_exported import Foundation
#endif
