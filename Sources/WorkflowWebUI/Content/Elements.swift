// The DSL's element functions: one per tag that screens commonly use, and `element(_:)` for
// any other. Each takes its children as a builder block, or its text directly.

/// An element with any tag and children.
public func element(_ tag: String, @WebContentBuilder _ children: () -> [WebNode] = { [] }) -> WebElement {
    WebElement(tag, children: children())
}

/// An element of the DSL's own: its tag is a lower-case literal, which needs no check.
func knownElement(_ tag: String, @WebContentBuilder _ children: () -> [WebNode] = { [] }) -> WebElement {
    WebElement(knownTag: tag, children: children())
}

/// A `div`: a block container.
public func div(@WebContentBuilder _ children: () -> [WebNode]) -> WebElement {
    knownElement("div", children)
}

/// A `span` of inline content.
public func span(@WebContentBuilder _ children: () -> [WebNode]) -> WebElement {
    knownElement("span", children)
}

/// A `span` of text.
public func span(_ text: String) -> WebElement {
    knownElement("span") { text }
}

/// A `p` paragraph of text.
public func p(_ text: String) -> WebElement {
    knownElement("p") { text }
}

/// A `p` paragraph.
public func p(@WebContentBuilder _ children: () -> [WebNode]) -> WebElement {
    knownElement("p", children)
}

/// An `h1` heading.
public func h1(_ text: String) -> WebElement {
    knownElement("h1") { text }
}

/// An `h2` heading.
public func h2(_ text: String) -> WebElement {
    knownElement("h2") { text }
}

/// A `ul` list.
public func ul(@WebContentBuilder _ children: () -> [WebNode]) -> WebElement {
    knownElement("ul", children)
}

/// An `li` list item.
public func li(@WebContentBuilder _ children: () -> [WebNode]) -> WebElement {
    knownElement("li", children)
}

/// A `section`.
public func section(@WebContentBuilder _ children: () -> [WebNode]) -> WebElement {
    knownElement("section", children)
}

/// A `nav` block of navigation.
public func nav(@WebContentBuilder _ children: () -> [WebNode]) -> WebElement {
    knownElement("nav", children)
}

/// A `button` (of type `button`, so that it never submits a form by itself) labelled `label`,
/// calling `action` when clicked.
public func button(_ label: String, onClick action: @escaping () -> Void) -> WebElement {
    knownElement("button") { label }.knownAttribute("type", "button").onClick(action)
}

/// A `form` calling `onSubmit` when submitted (the page does not reload).
public func form(onSubmit: @escaping () -> Void, @WebContentBuilder _ children: () -> [WebNode]) -> WebElement {
    knownElement("form", children).onSubmit(onSubmit)
}

/// A text `input` showing `value` and calling `onInput` with each new value as the person types.
///
/// While the person is typing, the backend never overwrites what the field shows with a value
/// that is only catching up with their typing, so the cursor and selection stay where they are.
public func textField(value: String, placeholder: String = "", onInput: @escaping (String) -> Void) -> WebElement {
    knownElement("input")
        .knownAttribute("type", "text")
        .attribute("value", value)
        .attribute("placeholder", placeholder.isEmpty ? nil : placeholder)
        .onInput(onInput)
}
