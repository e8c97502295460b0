/// Makes the ``Box`` each node keeps its last rendering in, with partial tree rendering.
///
/// Making a `Box<Rendering>` by name looks up the box type's generic metadata (about 330
/// instructions in generic code); making one from a box type already found reads none. So the
/// host remembers the box type of each workflow type (the type, not a box, so that no
/// rendering is kept alive), and each node of that type makes its box from it.
final class RenderingBoxes {
    @exclusivity(unchecked) private var boxTypes = TypeTable<AnyClass>()

    /// A new box holding `rendering`, for a node of workflow type `W`.
    func makeBox<W: Workflow>(_ rendering: W.Rendering, of workflowType: W.Type) -> AnyObject {
        let boxType: AnyClass = boxTypes.value(for: workflowType) { Box<W.Rendering>.self }
        // Remembered for this workflow type only, as the type of a Box<W.Rendering>.
        return unsafeBitCast(boxType, to: Box<W.Rendering>.Type.self).init(rendering)
    }
}
