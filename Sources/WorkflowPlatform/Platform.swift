// The C library, under one name on every platform the package builds on: a file that calls it says
// `import WorkflowPlatform` rather than repeating which module the C library is on which system.
//
// Why a module of its own: an import in Swift is seen by the file that writes it only, so a shim file inside each
// module could not spare the other files their imports, unless it re-exported the C library to every client of that
// module too (`@_exported` in a public module such as Workflow would). Here the re-export stops at the modules that
// import WorkflowPlatform, which do so with an internal import: their clients see no C library they did not ask for.
// It is not a product; Workflow depends on it and on nothing else.
#if canImport(Glibc)
@_exported public import Glibc
#elseif canImport(Musl)
@_exported public import Musl
#elseif canImport(Darwin)
@_exported public import Darwin
#endif
