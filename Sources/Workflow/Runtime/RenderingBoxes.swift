/// Makes the ``Box`` each node keeps its last rendering in, with partial tree rendering.
///
/// Making a `Box<Rendering>` by name looks up the box type's generic metadata (about 330
/// instructions in generic code); making one as `type(of: existingBox).init` reads the type
/// from the existing box instead. So the host keeps the box type of each workflow type (the
/// type, not a box, so that no rendering is kept alive) in a small table indexed by the
/// workflow type's metadata address, and each later node of that type makes its box from it.
final class RenderingBoxes {
    private struct Entry {
        var workflowType: ObjectIdentifier?
        var boxType: AnyClass?
    }

    // Direct-mapped: a type whose slot another took makes its next box by name, which costs
    // only time.
    @exclusivity(unchecked) private var entries = [Entry](repeating: Entry(), count: 16)

    /// A new box holding `rendering`, for a node of workflow type `W`.
    func makeBox<W: Workflow>(_ rendering: W.Rendering, of workflowType: W.Type) -> AnyObject {
        let id = ObjectIdentifier(workflowType)
        // Metadata is at least 16-byte aligned, so the low bits carry no information.
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: id) >> 4) & (entries.count - 1)
        if entries[slot].workflowType == id, let boxType = entries[slot].boxType {
            // Stored below for this workflow type only, as the type of a Box<W.Rendering>.
            return unsafeBitCast(boxType, to: Box<W.Rendering>.Type.self).init(rendering)
        }
        let box = Box<W.Rendering>(rendering)
        entries[slot] = Entry(workflowType: id, boxType: type(of: box))
        return box
    }
}
