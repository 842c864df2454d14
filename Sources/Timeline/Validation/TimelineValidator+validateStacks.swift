import Geometry
import Layout

/// Stack views in the hierarchy: arranged subviews are the stack's own subviews (their
/// `parent` may be left out and becomes the stack; naming another parent is an error),
/// each arranged by at most one stack, listed once, and laid out by constraints; custom
/// spacing names an arranged subview. At run time the same holds for `set: { "stack" }`.
extension TimelineValidator {
    /// Where a `stack` object names views: its `arrangedSubviews` entries and the keys
    /// of its `customSpacing`, each with its position and path.
    struct StackReferences {
        var arranged: [Located<SourceText>] = []
        var customSpacing: [Located<String>] = []

        /// nil when `members` has no `stack` object.
        init?(_ members: [JSONMember], basePath: String) {
            guard let stack = members.first(where: { $0.key == "stack" }), case .object(let fields) = stack.value.kind else { return nil }
            let path = JSONPath.member(basePath, "stack")
            if let list = fields.first(where: { $0.key == "arrangedSubviews" }), case .array(let items) = list.value.kind {
                for (i, item) in items.enumerated() {
                    guard case .string(let s) = item.kind else { continue }
                    arranged.append(Located(value: s, position: item.position,
                                            path: JSONPath.index(JSONPath.member(path, "arrangedSubviews"), i)))
                }
            }
            if let spacing = fields.first(where: { $0.key == "customSpacing" }), case .object(let entries) = spacing.value.kind {
                customSpacing = entries.map {
                    Located(value: $0.key, position: $0.keyPosition, path: JSONPath.member(JSONPath.member(path, "customSpacing"), $0.key))
                }
            }
        }
    }

    /// The declared stacks' arrangements: parents filled in or checked. Runs before the
    /// cycle check, so a stack arranging its own ancestor is reported as a cycle.
    func resolveArrangements(_ accepted: inout [(view: ViewDeclaration, wire: WireView)]) {
        let index = Dictionary(accepted.enumerated().map { ($1.view.id.name, $0) }, uniquingKeysWith: { a, _ in a })
        let ids = accepted.map(\.view.id.name)
        var arrangedBy: [String: String] = [:]
        for i in accepted.indices where accepted[i].view.stack != nil {
            let stack = accepted[i].view.id.name
            checkStackIsNotALabel(accepted[i].wire.properties, basePath: accepted[i].wire.at.path)
            guard let refs = StackReferences(accepted[i].wire.properties, basePath: accepted[i].wire.at.path) else { continue }
            let arranged = checkArrangedList(refs, stack: stack, exists: { index[$0] != nil }, known: ids,
                                             arrangedElsewhere: { arrangedBy[$0] })
            for ref in arranged {
                let id = ref.value.text
                arrangedBy[id] = stack
                guard let j = index[id] else { continue }
                if let parent = accepted[j].wire.parent {
                    if parent.value.text != stack { reportForeignParent(id, parent: parent.value.text, stack: stack, at: parent) }
                } else {
                    accepted[j].view.parent = ViewID(stack)
                }
                if accepted[j].view.translatesAutoresizingMaskIntoConstraints,
                   let field = accepted[j].wire.properties.first(where: { $0.key == "translatesAutoresizingMaskIntoConstraints" }) {
                    d.error(at: field.keyPosition, path: JSONPath.member(accepted[j].wire.at.path, field.key),
                            .stackArrangement(.laidOutByMask(ViewID(id), stack: ViewID(stack))),
                            fix: "UIKit turns translatesAutoresizingMaskIntoConstraints off for arranged subviews; remove it")
                }
            }
        }
    }

    /// The checks common to declarations and `set`: not the stack itself, known, listed
    /// once, not arranged by another stack; custom spacing after an arranged subview.
    /// Returns the entries that passed.
    func checkArrangedList(_ refs: StackReferences, stack: String, exists: (String) -> Bool, known: [String],
                           arrangedElsewhere: (String) -> String?, arrangement: [String]? = nil) -> [Located<SourceText>] {
        var passed: [Located<SourceText>] = []
        var listed: [String] = []
        for ref in refs.arranged {
            let id = ref.value.text
            defer { listed.append(id) }
            if id == stack { d.error(at: ref, .stackArrangement(.arrangesItself(stack: ViewID(stack)))); continue }
            guard exists(id) else { d.unknownView(at: ref, id, among: known); continue }
            if listed.contains(id) { d.error(at: ref, .stackArrangement(.arrangedTwice(ViewID(id))), fix: "list each arranged subview once"); continue }
            if let other = arrangedElsewhere(id), other != stack {
                d.error(at: ref, .stackArrangement(.arrangedElsewhere(ViewID(id), by: ViewID(other))),
                        fix: "a view is arranged by one stack view, its superview; remove it from the other list first")
                continue
            }
            passed.append(ref)
        }
        let spacedViews = arrangement ?? listed
        for key in refs.customSpacing where !spacedViews.contains(key.value) {
            d.error(at: key, .stackArrangement(.spacingAfterUnarranged(ViewID(key.value), stack: ViewID(stack))),
                    fix: key.value.didYouMean(spacedViews) ?? "name one of its arrangedSubviews")
        }
        return passed
    }

    /// A UIStackView draws no text and has no intrinsic size of its own (its arranged
    /// subviews size it): `text` or `intrinsicContentSize` beside `stack` is a mistake.
    func checkStackIsNotALabel(_ members: [JSONMember], basePath: String) {
        guard members.contains(where: { if $0.key == "stack", case .object = $0.value.kind { return true }; return false }) else { return }
        for m in members where ["text", "intrinsicContentSize"].contains(m.key) {
            if case .null = m.value.kind { continue }
            d.error(at: m.keyPosition, path: JSONPath.member(basePath, m.key),
                    "a stack view has no \(m.key == "text" ? "text" : "intrinsic content size") of its own",
                    fix: m.key == "text" ? "arrange a label in it" : "its arranged subviews give it its size; remove it")
        }
    }

    func reportForeignParent(_ id: String, parent: String, stack: String, at place: Located<SourceText>) {
        d.error(at: place, .stackArrangement(.foreignParent(ViewID(id), stack: ViewID(stack), parent: ViewID(parent))),
                fix: "arranged subviews are the stack's subviews: leave \"parent\" out or make it \"\(stack)\"")
    }

    /// `set: { "stack": … }` at run time: arranged subviews must already be the stack's
    /// subviews. Updates the scope's arrangements.
    func checkStackChange(_ patch: StackPatch?, of stack: String, members: [JSONMember], basePath: String,
                          scope: inout EventScope) {
        guard let patch else { scope.arrangements[stack] = nil; return }
        checkStackIsNotALabel(members, basePath: basePath)
        let current = scope.arrangements[stack] ?? []
        let next = patch.arrangedSubviews?.map(\.name) ?? current
        if let refs = StackReferences(members, basePath: basePath) {
            let passed = checkArrangedList(refs, stack: stack, exists: scope.views.contains, known: scope.views.ids,
                                           arrangedElsewhere: { id in scope.arrangements.first { $0.value.contains(id) }?.key },
                                           arrangement: next)
            for ref in passed {
                let parent = scope.parents.last { $0.id == ref.value.text }?.parent ?? ViewID.root.name
                if parent != stack {
                    d.error(at: ref, .stackArrangement(.notASubview(ViewID(ref.value.text), stack: ViewID(stack), parent: ViewID(parent))),
                            fix: "arranged subviews are the stack's subviews: add it with \"parent\": \"\(stack)\"")
                }
            }
        }
        scope.arrangements[stack] = next
    }

    /// `addView` of a stack: its arranged subviews cannot exist yet.
    func checkAddedStack(_ view: ViewDeclaration, wire: WireView) {
        guard let refs = StackReferences(wire.properties, basePath: wire.at.path), let first = refs.arranged.first else { return }
        d.error(at: first, .stackArrangement(.addedWithArrangedSubviews(stack: view.id)),
                fix: "add it with \"arrangedSubviews\": [], add its subviews with \"parent\": \"\(view.id)\", then set \"stack\": { \"arrangedSubviews\": […] }")
    }
}
