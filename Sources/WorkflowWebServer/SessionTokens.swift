#if WebServer
import Crypto

/// Makes and checks the tokens that tie a page to its session and to the browser that loaded it.
///
/// A page's token is `sessionID.signature`, where the signature is an HMAC-SHA256, under the
/// server's key, of the session id and the browser's cookie secret (an HttpOnly cookie the
/// page's script cannot read), in lowercase hex. Joining needs both: a token copied to another
/// browser, a forged one, or one for another session fails.
struct SessionTokens: Sendable {
    private let key: SymmetricKey

    init(key: [UInt8]) {
        self.key = SymmetricKey(data: key)
    }

    /// A new random identifier: 128 bits, as 32 lowercase hex digits.
    static func randomIdentifier() -> String {
        Hex.random(byteCount: 16)
    }

    func token(session: String, cookie: String) -> String {
        session + "." + Hex.encode(HMAC<SHA256>.authenticationCode(for: Self.signed(session: session, cookie: cookie), using: key))
    }

    /// The session id in `token`, if the token was signed by this server for `cookie`.
    func session(in token: String, cookie: String) -> String? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let signature = Hex.decode(parts[1]) else { return nil }
        let session = String(parts[0])
        // Compared in constant time, so the signature cannot be guessed byte by byte.
        let signed = Self.signed(session: session, cookie: cookie)
        return HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: signed, using: key) ? session : nil
    }

    /// What a token's signature signs.
    private static func signed(session: String, cookie: String) -> [UInt8] {
        Array((session + "|" + cookie).utf8)
    }
}
#endif
