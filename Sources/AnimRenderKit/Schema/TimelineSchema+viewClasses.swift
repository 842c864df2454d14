import Geometry
import JSONDocuments
import Timeline

extension TimelineSchema {
    /// The value of each class's own properties (`ViewClassFormat.contentFields`), by key.
    static var classProperties: [String: Schema] {
        let color = nullable(ref("color"))
        let text = string()
        return [
            "buttonType": names(ButtonContent.ButtonType.allCases.map(\.rawValue)),
            "title": nullable(text), "titleColor": color, "contentEdgeInsets": insets(TimelineFormat.insetSides, .coordinate),
            "placeholder": nullable(text), "borderStyle": names(TextFieldContent.BorderStyle.allCases.map(\.rawValue)),
            "clearButtonMode": names(TextFieldContent.ViewMode.allCases.map(\.rawValue)), "isSecureTextEntry": boolean,
            "isScrollEnabled": boolean, "textContainerInset": insets(TimelineFormat.insetSides, .coordinate),
            "lineFragmentPadding": number(.length),
            "titleEdgeInsets": insets(TimelineFormat.insetSides, .coordinate), "imageEdgeInsets": insets(TimelineFormat.insetSides, .coordinate),
            "configuration": nullable(buttonConfiguration),
            "image": nullable(image), "contentMode": names(ContentMode.allCases.map(\.name)),
            "isOn": boolean, "onTintColor": color, "thumbTintColor": color,
            "value": number(.controlValue), "minimumValue": number(.controlValue), "maximumValue": number(.controlValue),
            "minimumTrackTintColor": color, "maximumTrackTintColor": color, "stepValue": number(.stepValue),
            "items": array(text), "selectedSegmentIndex": number(.segmentIndex), "selectedSegmentTintColor": color,
            // UIActivityIndicatorView's style, or UITableView's.
            "style": names(ActivityIndicatorContent.Style.allCases.map(\.name) + TableStyle.allCases.map(\.rawValue)),
            "isAnimating": boolean, "hidesWhenStopped": boolean, "color": color,
            "progress": number(.progress), "progressViewStyle": names(ProgressViewContent.Style.allCases.map(\.name)),
            "progressTintColor": color, "trackTintColor": color,
            "numberOfPages": number(.pageCount), "currentPage": number(.pageCount), "hidesForSinglePage": boolean,
            "pageIndicatorTintColor": color, "currentPageIndicatorTintColor": color,
            "contentSize": nullable(tuple([.length, .length])), "contentOffset": tuple([.coordinate, .coordinate]),
            "contentInset": insets(TimelineFormat.insetSides, .coordinate),
            "contentInsetAdjustmentBehavior": names(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)),
            "alwaysBounceVertical": boolean, "alwaysBounceHorizontal": boolean,
            "showsVerticalScrollIndicator": boolean, "showsHorizontalScrollIndicator": boolean,
            "collectionViewLayout": flowLayout, "cells": cellPrototypes, "sections": array(section),
            "headers": supplementPrototypes, "footers": supplementPrototypes,
            "rowHeight": dimension, "estimatedRowHeight": dimension, "sectionHeaderHeight": dimension,
            "sectionFooterHeight": dimension, "separatorStyle": names(TableSeparatorStyle.allCases.map(\.rawValue)),
            "separatorInset": insets(TimelineFormat.insetSides, .coordinate),
        ]
    }

    /// A table's height: points, or UIKit's `automaticDimension`.
    static var dimension: Schema {
        Schema([("anyOf", .array([number(.length).json, names(["automaticDimension"]).json]))])
    }

    /// A collection view's flow layout (docs/collections.md).
    static var flowLayout: Schema {
        let size = tuple([.length, .length])
        return object(ViewClassFormat.flowLayoutFields, [
            "itemSize": size,
            "estimatedItemSize": Schema([("anyOf", .array([names(["automatic"]).json, size.json]))]),
            "minimumLineSpacing": number(.length), "minimumInteritemSpacing": number(.length),
            "sectionInset": insets(TimelineFormat.insetSides, .coordinate),
            "headerReferenceSize": size, "footerReferenceSize": size,
            "scrollDirection": names(CollectionScrollDirection.allCases.map(\.rawValue)),
            "sectionHeadersPinToVisibleBounds": boolean,
        ])
    }

    /// A collection view's header or footer prototypes by reuse identifier: the
    /// `UICollectionReusableView`'s UIView properties, its views and their constraint strings
    /// (`self` names the header or footer itself).
    static var supplementPrototypes: Schema {
        var properties = viewProperties
        properties["views"] = array(ref("view"))
        properties["constraints"] = array(string("A constraint string among the prototype's views and self."))
        let prototype = object(ViewClassFormat.cellPrototypeFields + ViewClassFormat.viewFields, properties)
        return Schema([("type", .string("object")), ("description", .string("Reuse identifier → header or footer prototype")),
                       ("additionalProperties", prototype.json)])
    }

    /// Cell prototypes by reuse identifier: the cell's UIView properties, its content
    /// view's views and their constraint strings (`contentView` names the content view).
    static var cellPrototypes: Schema {
        var properties = viewProperties
        properties["views"] = array(ref("view"))
        properties["constraints"] = array(string("A constraint string among the prototype's views and contentView."))
        properties["accessoryType"] = names(TableCellAccessoryType.allCases.map(\.rawValue))
        properties["style"] = names(TableCellStyle.allCases.map(\.rawValue))
        // A table cell's prototype also takes accessoryType and style (refused on a collection's).
        let prototype = object(ViewClassFormat.tableCellPrototypeFields + ViewClassFormat.viewFields, properties)
        return Schema([("type", .string("object")), ("description", .string("Reuse identifier → cell prototype")),
                       ("additionalProperties", prototype.json)])
    }

    /// A section: a collection's items or a table's rows, each naming its prototype and its
    /// labels' texts; a table's section also its header's and footer's titles, a
    /// collection's its header and footer views.
    static var section: Schema {
        return object(ViewClassFormat.collectionSectionFields + ViewClassFormat.tableSectionFields,
                      ["items": array(cellItem), "rows": array(cellItem),
                       "headerTitle": string("The section header's title (titleForHeaderInSection)."),
                       "footerTitle": string("The section footer's title (titleForFooterInSection)."),
                       "header": supplementItem, "footer": supplementItem])
    }

    /// A button's `UIButton.Configuration`.
    static var buttonConfiguration: Schema {
        let color = nullable(ref("color"))
        return object(ViewClassFormat.buttonConfigurationFields, [
            "style": names(ButtonConfiguration.Style.allCases.map(\.rawValue)),
            "title": nullable(string()), "subtitle": nullable(string()), "image": nullable(image),
            "imagePlacement": names(ButtonConfiguration.ImagePlacement.allCases.map(\.rawValue)),
            "imagePadding": number(.length), "titlePadding": number(.length),
            "contentInsets": nullable(insets(TimelineFormat.directionalInsetSides, .coordinate)),
            "cornerStyle": names(ButtonConfiguration.CornerStyle.allCases.map(\.rawValue)),
            "buttonSize": names(ButtonConfiguration.Size.allCases.map(\.rawValue)),
            "baseBackgroundColor": color, "baseForegroundColor": color,
        ])
    }

    /// An image: a PNG file's path relative to the timeline, or an SF Symbol by name.
    static var image: Schema {
        Schema([("anyOf", .array([
            string("A PNG file relative to the timeline; name@2x.png and name@3x.png have that scale.").json,
            object(ViewClassFormat.symbolImageFields, required: ["systemName"], [
                "systemName": string("An SF Symbol's name, drawn as a placeholder of its size."),
                "pointSize": number(.fontSize),
            ]).json,
        ]))])
    }

    /// `"class"`: the UIKit class names.
    static var viewClass: Schema {
        var s = names(ViewClass.declarable.map(\.name))
        s.members.append(("description", .string("The view's UIKit class when its properties do not tell it (docs/controls.md).")))
        return s
    }

    /// Per class, the keys of other classes a view of it may not carry: `if class is X
    /// then none of the others`. A view without `"class"` may not carry a control's.
    static var classRules: JSONOutput {
        let all = ViewClassFormat.allFields
        var rules: [JSONOutput] = ViewClass.declarable.map { c in
            let mine = ViewClassFormat.fields(of: c)
            return .object([
                ("if", .object([("properties", .object([("class", .object([("const", .string(c.name))]))])), ("required", strings(["class"]))])),
                ("then", .object([("not", anyRequired(all.filter { !mine.contains($0) }))])),
            ])
        }
        let plain = ViewClassFormat.fields(of: nil)
        rules.append(.object([
            ("if", .object([("not", .object([("required", strings(["class"]))]))])),
            ("then", .object([("not", anyRequired(all.filter { !plain.contains($0) }))])),
        ]))
        return .array(rules)
    }
}
