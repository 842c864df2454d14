import Playback

/// The keys of every object of the timeline format and the names the parser accepts where
/// those are its own (priority names), exactly the lists the decoder reads with: the JSON
/// Schema (`TimelineSchema`) is built from these, so the two cannot disagree about which
/// keys exist. Names from UIKit's vocabulary are read from their enums in `Geometry` and
/// `Playback`.
public enum TimelineFormat {
    public static let documentFields = WireDocument.fields
    public static let screenFields = WireScreen.fields
    public static let appFields = ["supportedOrientations"]
    public static let controllerFields = appFields + ["viewRespectsSystemMinimumLayoutMargins"]
    public static let rootFields = WireRoot.fields
    public static let renderFields = WireRender.fields
    /// A view object's own keys; the rest are `viewPropertyFields`.
    public static let viewFields = ["id", "parent", "when", "class"]
    /// `when`: a size-class condition.
    public static let sizeClassFields = ["horizontalSizeClass", "verticalSizeClass"]
    /// What a view may carry and a `set` change may change, whatever its class (which
    /// class has which is `ViewClassFormat`'s).
    public static let viewPropertyFields = ViewClassFormat.allFields
    public static let borderFields = ["width", "color"]
    public static let fontFields = ["size", "weight", "family", "textStyle"]
    /// An entry of `fonts`.
    public static let fontFileFields = ["family", "weight", "file"]
    public static let axisPriorityFields = ["horizontal", "vertical"]
    public static let transformFields = ["scale", "rotation", "translation"]
    public static let layoutFields = ["keepCenterOf"]
    public static let stackFields = ViewPropertyDecoder.stackFields
    public static let insetSides = ["top", "left", "bottom", "right"]
    /// `directionalLayoutMargins` (NSDirectionalEdgeInsets).
    public static let directionalInsetSides = ["top", "leading", "bottom", "trailing"]
    /// `pinEdges`' `insets`: either kind of side.
    public static let pinInsetSides = ["top", "left", "bottom", "right", "leading", "trailing"]
    public static let constraintFields = WireConstraintObject.fields
    /// The key naming each constraint form, and the other keys that form takes (besides
    /// `id` and `active`, which every form takes).
    public static let constraintForms: [(form: String, fields: [String])] = WireConstraintObject.formKeys.map { form in
        (form, ["vfl": ["metrics", "options"], "pinEdges": ["to", "edges", "insets"], "center": ["in"], "size": ["width", "height"]][form] ?? [])
    }
    /// What every constraint form takes besides its own keys.
    public static let constraintCommonFields = ["id", "active", "when", "generated"]
    public static let eventFields = ["at", "changes", "animate"]
    public static let changeFields = WireChange.fields
    /// The key naming each change kind (exactly one per change).
    public static let changeKinds = WireChange.kindFields
    /// `to` and `set`, and the kinds each belongs to (and is required by).
    public static let changeCompanions: [(field: String, kinds: [String])] = [("to", ["constant", "priority", "moveItems", "moveRows"]), ("set", ["view"]), ("axis", ["dump"])]
    /// The change kinds that scroll a scroll view (named by `view`, optionally `animated`).
    public static let scrollChangeKinds = WireChange.scrollKinds
    /// The change kinds that update a collection view's items (`indexPaths`, `items`, `animated`).
    public static let itemChangeKinds = WireChange.itemKinds
    public static let animateFields = WireAnimate.fields
    public static let springFields = WireSpring.fields
    public static let keyframeFields = WireKeyframe.fields
    public static let ruleFields = WireRule.fields
    /// A colour given per appearance.
    public static let appearanceColorFields = ["light", "dark"]
    /// `checks`: the rules by name, and per-view choices.
    public static let checkFields = Playback.CheckRule.allCases.map(\.rawValue) + ["views"]
    /// `required`, `defaultHigh`, `defaultLow`, `fittingSizeLevel` and their values.
    public static let priorityNames = Diagnostics.priorityNames
    /// The fields a file must have, per object (others are optional).
    public static let requiredDocumentFields = ["version", "screen"]
    public static let requiredEventFields = ["at", "changes"]
    public static let requiredRuleFields = ["in", "when"]
}
