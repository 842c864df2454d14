import Geometry

extension ViewPropertyDecoder {
    /// A property of the view's class (`ViewClassFormat.contentFields`), validated.
    func decodeClassProperty(key: String, _ v: Located<JSONValue>) -> ClassProperty? {
        let d = diagnostics
        func color() -> DynamicColor?? { d.optionalColor(v) }
        func bool() -> Bool? { d.bool(v)?.value }
        func number(_ range: NumberRange) -> Double? { d.number(v, in: range)?.value }
        switch key {
        case "buttonType":
            return d.string(v).flatMap { d.name($0, as: ButtonContent.ButtonType.self, what: "button type") }.map { .buttonType($0) }
        case "title": return nullable(v) { d.string($0, maxLength: TimelineLimits.maxStringLength)?.value.text }.map { .title($0) }
        case "titleColor": return color().map { .titleColor($0) }
        case "contentEdgeInsets": return d.insets(v, missing: 0, in: .coordinate).map { .contentEdgeInsets($0) }
        case "text": return nullable(v) { d.string($0, maxLength: TimelineLimits.maxStringLength)?.value.text }.map { .text($0) }
        case "font": return font(v).map { .font($0) }
        case "textColor": return d.color(v).map { .textColor($0) }
        case "textAlignment":
            return d.string(v).flatMap { d.name($0, as: TextAlignment.self, what: "text alignment") }.map { .textAlignment($0) }
        case "placeholder": return nullable(v) { d.string($0, maxLength: TimelineLimits.maxStringLength)?.value.text }.map { .placeholder($0) }
        case "borderStyle":
            return d.string(v).flatMap { d.name($0, as: TextFieldContent.BorderStyle.self, what: "border style") }.map { .borderStyle($0) }
        case "clearButtonMode":
            return d.string(v).flatMap { d.name($0, as: TextFieldContent.ViewMode.self, what: "view mode") }.map { .clearButtonMode($0) }
        case "isSecureTextEntry": return bool().map { .isSecureTextEntry($0) }
        case "isScrollEnabled": return bool().map { .isScrollEnabled($0) }
        case "textContainerInset": return d.insets(v, missing: 0, in: .coordinate).map { .textContainerInset($0) }
        case "lineFragmentPadding": return number(.length).map { .lineFragmentPadding($0) }
        case "titleEdgeInsets": return d.insets(v, missing: 0, in: .coordinate).map { .titleEdgeInsets($0) }
        case "imageEdgeInsets": return d.insets(v, missing: 0, in: .coordinate).map { .imageEdgeInsets($0) }
        case "configuration": return nullable(v) { buttonConfiguration($0) }.map { .configuration($0) }
        case "image": return nullable(v) { image($0) }.map { .image($0) }
        case "contentMode":
            return d.string(v).flatMap { d.name($0, in: ContentMode.allCases.map { ($0.name, $0) }, what: "content mode") }.map { .contentMode($0) }
        case "isOn": return bool().map { .isOn($0) }
        case "onTintColor": return color().map { .onTintColor($0) }
        case "thumbTintColor": return color().map { .thumbTintColor($0) }
        case "value": return number(.controlValue).map { .value($0) }
        case "minimumValue": return number(.controlValue).map { .minimumValue($0) }
        case "maximumValue": return number(.controlValue).map { .maximumValue($0) }
        case "minimumTrackTintColor": return color().map { .minimumTrackTintColor($0) }
        case "maximumTrackTintColor": return color().map { .maximumTrackTintColor($0) }
        case "stepValue": return number(.stepValue).map { .stepValue($0) }
        case "items": return items(v).map { .items($0) }
        case "selectedSegmentIndex": return d.integer(v, in: .segmentIndex).map { .selectedSegmentIndex($0) }
        case "selectedSegmentTintColor": return color().map { .selectedSegmentTintColor($0) }
        case "style":
            return d.string(v).flatMap { d.name($0, in: ActivityIndicatorContent.Style.allCases.map { ($0.name, $0) }, what: "activity indicator style") }
                .map { .activityIndicatorStyle($0) }
        case "isAnimating": return bool().map { .isAnimating($0) }
        case "hidesWhenStopped": return bool().map { .hidesWhenStopped($0) }
        case "color": return color().map { .color($0) }
        case "progress": return number(.progress).map { .progress($0) }
        case "progressViewStyle":
            return d.string(v).flatMap { d.name($0, in: ProgressViewContent.Style.allCases.map { ($0.name, $0) }, what: "progress view style") }
                .map { .progressViewStyle($0) }
        case "progressTintColor": return color().map { .progressTintColor($0) }
        case "trackTintColor": return color().map { .trackTintColor($0) }
        case "numberOfPages": return d.integer(v, in: .pageCount).map { .numberOfPages($0) }
        case "currentPage": return d.integer(v, in: .pageCount).map { .currentPage($0) }
        case "hidesForSinglePage": return bool().map { .hidesForSinglePage($0) }
        case "pageIndicatorTintColor": return color().map { .pageIndicatorTintColor($0) }
        case "currentPageIndicatorTintColor": return color().map { .currentPageIndicatorTintColor($0) }
        case "contentSize":
            return nullable(v) { d.size($0, in: .length, what: "a content size [width, height]") }.map { .contentSize($0) }
        case "contentOffset": return d.point(v, in: .coordinate, what: "a content offset [x, y]").map { .contentOffset($0) }
        case "contentInset": return d.insets(v, missing: 0, in: .coordinate).map { .contentInset($0) }
        case "contentInsetAdjustmentBehavior":
            return d.string(v).flatMap { d.name($0, as: ContentInsetAdjustmentBehavior.self, what: "content inset adjustment behavior") }
                .map { .contentInsetAdjustmentBehavior($0) }
        case "alwaysBounceVertical": return d.bool(v).map { .alwaysBounceVertical($0.value) }
        case "alwaysBounceHorizontal": return d.bool(v).map { .alwaysBounceHorizontal($0.value) }
        case "showsVerticalScrollIndicator": return d.bool(v).map { .showsVerticalScrollIndicator($0.value) }
        case "showsHorizontalScrollIndicator": return d.bool(v).map { .showsHorizontalScrollIndicator($0.value) }
        default: fatalError("ViewClassFormat.contentFields and decodeClassProperty(key:) disagree about '\(key)'")
        }
    }

    /// `"path/to/file@2x.png"` (a PNG file relative to the timeline, its scale from the
    /// name as `UIImage(contentsOfFile:)` reads it) or `{ "systemName", "pointSize" }` (an
    /// SF Symbol, drawn as a placeholder of its size). The file is read when the run
    /// starts; a missing or bad file is an error located here.
    func image(_ v: Located<JSONValue>) -> ViewImage? {
        if case .string = v.value.kind {
            guard let path = diagnostics.string(v, maxLength: TimelineLimits.maxStringLength) else { return nil }
            guard !path.value.text.isEmpty else {
                diagnostics.error(at: path, .emptyValue("image file"), fix: "give the path of a PNG file, relative to the timeline")
                return nil
            }
            let resolved = TimelineValidator.resolve(path.value.text, against: diagnostics.file)
            imageFiles?.note(resolved, at: diagnostics.reference(path.position, path.path))
            return .unloaded(path: resolved)
        }
        guard let r = ObjectReader(v.value, path: v.path, fields: ViewClassFormat.symbolImageFields, diagnostics: diagnostics),
              let name = r.string("systemName", required: true) else { return nil }
        let size = r.number("pointSize", in: .fontSize)?.value ?? ControlMetrics.symbolDefaultPointSize
        return .symbol(SymbolImage(name: name.value.text, pointSize: size))
    }

    /// A segmented control's titles, as `init(items:)` takes them.
    private func items(_ v: Located<JSONValue>) -> [String]? {
        guard let list = diagnostics.array(v) else { return nil }
        let titles = list.compactMap { diagnostics.string($0, maxLength: TimelineLimits.maxStringLength)?.value.text }
        return titles.count == list.count ? titles : nil
    }
}
