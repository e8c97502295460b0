/// What decides whether two screens can share a view: the concrete screen type (looking
/// through ``AnyScreen``) and the ``Screen/compatibilityKey``.
public struct ScreenIdentity: Hashable, CustomStringConvertible {
    private let type: ObjectIdentifier
    private let screenType: any Screen.Type
    /// The concrete screen type's name, for messages. Worked out when asked for: containers
    /// make identities for every screen of every rendering, and naming a type is slow.
    public var typeName: String { String(describing: screenType) }
    /// The screen's compatibility key.
    public let compatibilityKey: String?

    /// The identity of `screen`, seen through any ``AnyScreen`` wrappers.
    public init(of screen: any Screen) {
        let unwrapped = AnyScreen.unwrap(screen)
        let screenType = Swift.type(of: unwrapped)
        type = ObjectIdentifier(screenType)
        self.screenType = screenType
        compatibilityKey = unwrapped.compatibilityKey
    }

    /// Equal identities describe the same view.
    public static func == (lhs: ScreenIdentity, rhs: ScreenIdentity) -> Bool {
        lhs.type == rhs.type && lhs.compatibilityKey == rhs.compatibilityKey
    }

    /// Hashes the type and the key.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(compatibilityKey)
    }

    /// `Type` or `Type["key"]`.
    public var description: String {
        compatibilityKey.map { "\(typeName)[\"\($0)\"]" } ?? typeName
    }
}
