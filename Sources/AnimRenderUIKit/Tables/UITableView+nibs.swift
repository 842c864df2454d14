import Foundation

/// Registering nibs, as UIKit's table does, so that code written for iOS compiles; a nib
/// registered for an identifier replaces a class registered for it. Dequeuing it loads
/// the nib, which fails here (there are no nib files, `UINib`): UIKit's "Could not load
/// NIB" exception is reported, and the `for:` form hands out a plain cell so the code
/// goes on; the others return nil.
extension UITableView {
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = nil
        registeredNibs[Self.cellNibKey(identifier)] = nib
    }

    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = nil
        registeredNibs[Self.headerFooterNibKey(identifier)] = nib
    }

    nonisolated static func cellNibKey(_ identifier: String) -> String { "cell/" + identifier }
    nonisolated static func headerFooterNibKey(_ identifier: String) -> String { "headerFooter/" + identifier }
}
