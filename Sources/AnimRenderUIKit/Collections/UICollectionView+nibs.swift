import Foundation

/// Registering nibs, as UIKit's collection view does, so that code written for iOS
/// compiles; a nib registered for an identifier replaces a class registered for it.
/// Dequeuing it loads the nib, which fails here (there are no nib files, `UINib`):
/// UIKit's "Could not load NIB" exception is reported and a plain cell (or reusable view)
/// is handed out so the code goes on.
extension UICollectionView {
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        registeredNibs[Self.elementKindCell + "/" + identifier] = nib
    }

    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[kind + "/" + identifier] = nil
        registeredNibs[kind + "/" + identifier] = nib
    }
}
