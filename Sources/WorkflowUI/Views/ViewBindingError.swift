/// A screen that no view is bound to, or a registry that binds one twice.
public enum ViewBindingError: Error, Hashable, CustomStringConvertible {
    /// Neither the registry, nor the screen itself, nor the backend's containers know how to
    /// show screens of this type.
    case noBinding(screenType: String, backend: String)
    /// Two registries being merged both bind this screen type.
    case duplicateBinding(screenType: String, backend: String)

    /// A sentence naming the screen type and what to do.
    public var description: String {
        switch self {
        case .noBinding(let screenType, let backend):
            return
                "No \(backend) view is bound to \(screenType). Register one in the ViewRegistry<\(backend)>, or conform \(screenType) to the backend's screen protocol."
        case .duplicateBinding(let screenType, let backend):
            return "\(screenType) is bound twice in ViewRegistry<\(backend)>. Use overriding(with:) to replace a binding on purpose."
        }
    }
}
