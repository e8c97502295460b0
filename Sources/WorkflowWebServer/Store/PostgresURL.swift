#if WebServer
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PostgresNIO

/// A `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` address (or `postgresql://`), read
/// the same way by every piece that connects to PostgreSQL: the session store, the topic bus,
/// presence, and your app's own tables, so that one flag or setting configures them all. The
/// port defaults to 5432. No TLS: for loopback and private networks.
public struct PostgresURL: Sendable {
    /// Why an address was refused: it names the address and the form expected.
    public struct Invalid: Error, CustomStringConvertible {
        /// The address as given.
        public let url: String
        public var description: String { "\(url) is not postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE" }
    }

    /// The server's host name or address.
    public let host: String
    /// The server's port (5432 unless the address says otherwise).
    public let port: Int
    /// The user to sign in as.
    public let user: String
    /// The user's password, if the address has one.
    public let password: String?
    /// The database, or `nil` for the server's default (the user's name).
    public let database: String?

    /// Reads `url`.
    ///
    /// - Throws: ``Invalid`` when the scheme is not `postgres` or `postgresql`, or the host or
    ///   user is missing.
    public init(_ url: String) throws(Invalid) {
        guard let components = URLComponents(string: url), ["postgres", "postgresql"].contains(components.scheme ?? ""),
            let host = components.host, let user = components.user
        else {
            throw Invalid(url: url)
        }
        let database = components.path.dropFirst()
        self.host = host
        self.port = components.port ?? 5432
        self.user = user
        self.password = components.password
        self.database = database.isEmpty ? nil : String(database)
    }

    /// The configuration of a postgres-nio `PostgresClient` (a connection pool) for this
    /// address, without TLS.
    public var clientConfiguration: PostgresClient.Configuration {
        PostgresClient.Configuration(host: host, port: port, username: user, password: password, database: database, tls: .disable)
    }

    /// For one connection of its own (a listener).
    var connectionConfiguration: PostgresConnection.Configuration {
        PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: .disable)
    }
}
#endif
