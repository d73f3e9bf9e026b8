import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's own words for why a file or a program could not be used ("No such
/// file or directory"), for messages that name the path or program themselves.
public enum SystemReason {
  /// The POSIX reason under a Foundation error where there is one, else its
  /// description.
  public static func of(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
