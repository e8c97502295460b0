#if WebServer
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PostgresNIO

/// A `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` address, read once for every piece that
/// connects to PostgreSQL (the session store, the topic bus). No TLS: for loopback and private
/// networks.
struct PostgresURL {
    /// Why an address was refused.
    struct Invalid: Error, CustomStringConvertible {
        let url: String
        var description: String { "\(url) is not postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE" }
    }

    let host: String
    let port: Int
    let user: String
    let password: String?
    let database: String?

    init(_ url: String) throws(Invalid) {
        guard let components = URLComponents(string: url), ["postgres", "postgresql"].contains(components.scheme ?? ""),
              let host = components.host, let user = components.user else {
            throw Invalid(url: url)
        }
        let database = components.path.dropFirst()
        self.host = host
        self.port = components.port ?? 5432
        self.user = user
        self.password = components.password
        self.database = database.isEmpty ? nil : String(database)
    }

    /// For a connection pool.
    var clientConfiguration: PostgresClient.Configuration {
        PostgresClient.Configuration(host: host, port: port, username: user, password: password, database: database, tls: .disable)
    }

    /// For one connection of its own (a listener).
    var connectionConfiguration: PostgresConnection.Configuration {
        PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: .disable)
    }
}
#endif
