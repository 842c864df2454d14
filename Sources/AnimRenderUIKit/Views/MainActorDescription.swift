import Foundation

/// `description` is NSObject's, so its overrides are nonisolated while what they print
/// (frames, names) is main-actor state, as in UIKit. On the main thread they print it; on
/// another thread (a logger's queue) they print only the class and the object's address,
/// never trapping.
func mainActorDescription(of object: AnyObject, _ body: @MainActor () -> String) -> String {
    guard Thread.isMainThread else {
        return "<\(type(of: object)): \(String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16))>"
    }
    return MainActor.assumeIsolated(body)
}
