// `swift run --traits WebServer todo-tutorial-web`: the tutorial's to-do app, as of its last
// chapter, served to the browser on http://127.0.0.1:8080. Each page load is a session of its
// own, running the same workflows the terminal app runs.
#if WebServer
import TodoTutorial4
import TodoTutorialWeb
import WorkflowWebServer

// A binding that cannot be made stops the app here, before it serves anything.
_ = try TodoWebViews.environment()
let server = WebAppServer(configuration: WebServerConfiguration(title: "To-do")) {
    TodoAppWorkflow(clock: ContinuousClock())
} environment: {
    // Made above without an error: the same bindings cannot fail the second time.
    (try? TodoWebViews.environment()) ?? .empty
}
print("Serving the to-do app on http://127.0.0.1:8080")
try await server.run()
#else
print("todo-tutorial-web needs the WebServer trait: swift run --traits WebServer todo-tutorial-web")
#endif
