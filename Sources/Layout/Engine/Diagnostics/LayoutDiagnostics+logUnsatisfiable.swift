/// UIKit's console message for unsatisfiable constraints, text for text (including the
/// trailing spaces UIKit prints), followed by a note naming the input location.
extension LayoutDiagnostics {
    func logUnsatisfiable(_ group: [ConstraintRecord], breaking victim: ConstraintRecord) {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if group.contains(where: { store.snapshotKind($0) == .autoresizing }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append(Self.arrayDescription(group.map(store.uikitDescription)))
        lines += [
            "",
            "Will attempt to recover by breaking constraint ",
            store.uikitDescription(of: victim),
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
        ]
        record(.console, lines.joined(separator: "\n"))
        let source = victim.userDescription?.source.map { " (\($0))" } ?? ""
        record(.note, "broke constraint '\(victim.id)'\(source): it stays active but is not enforced until it is deactivated")
    }
}
