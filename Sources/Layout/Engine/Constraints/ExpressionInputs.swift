/// Counts changes to what constraint expressions are built from — a view's spec, safe
/// area, margins passed down, measured text, layout direction and installation, the
/// autoresizing base size, a rect the solver does not own (the window's), the
/// configuration, the controller's view loading — so that `refreshConstraints` can tell
/// that nothing any expression reads has changed since it last rebuilt them all, and skip
/// the rebuild. A constraint's own changes (added, constant, priority, activation) are
/// reconciled where they happen; a view removed takes its constraints with it; a view
/// added changes no other's (`keepingRecordsCurrent`).
///
/// One counter per engine, shared with its nodes (which bump it from their setters), so
/// that no setter can forget it.
final class ExpressionInputs {
    private(set) var version = 0
    func changed() { version &+= 1 }
}
