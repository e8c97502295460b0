// Written by scripts/inspector-tests.py from the test.swift of `workflow-demo --inspect`
// after it played tic-tac-toe and the to-do list.
// Made by the Workflow Inspector's "Make a test" from a recording of WorkflowSamples.GalleryWorkflow (14 steps).
// It fails when the app no longer reaches the same tree and rendering from the same steps.
import Testing
import WorkflowInspector
import WorkflowSamples

@MainActor
@Test func replaysTicTacToeAndToDo() throws {
    var actions = InspectorActionTypes()
    actions.register(WorkflowSamples.GalleryWorkflow.Action.self)
    actions.register(WorkflowSamples.TicTacToeWorkflow.Action.self)
    actions.register(WorkflowSamples.TodoWorkflow.Action.self)
    let recording = try InspectorRecording(
        json: Array(
            #"""
            {
              "format" : 1,
              "steps" : [
                {
                  "action" : "WorkflowSamples.GalleryWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    }
                  ],
                  "value" : {
                    "open" : {
                      "_0" : "Tic-tac-toe"
                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TicTacToeWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "1",
                      "workflow" : "WorkflowSamples.TicTacToeWorkflow"
                    }
                  ],
                  "value" : {
                    "selectSpace" : {
                      "_0" : {
                        "column" : 0,
                        "row" : 0
                      }
                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TicTacToeWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "1",
                      "workflow" : "WorkflowSamples.TicTacToeWorkflow"
                    }
                  ],
                  "value" : {
                    "selectSpace" : {
                      "_0" : {
                        "column" : 0,
                        "row" : 1
                      }
                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TicTacToeWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "1",
                      "workflow" : "WorkflowSamples.TicTacToeWorkflow"
                    }
                  ],
                  "value" : {
                    "selectSpace" : {
                      "_0" : {
                        "column" : 1,
                        "row" : 0
                      }
                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.GalleryWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    }
                  ],
                  "value" : {
                    "close" : {

                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.GalleryWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    }
                  ],
                  "value" : {
                    "open" : {
                      "_0" : "To-do list"
                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TodoWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "2",
                      "workflow" : "WorkflowSamples.TodoWorkflow"
                    }
                  ],
                  "value" : {
                    "open" : {
                      "_0" : 1
                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TodoWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "2",
                      "workflow" : "WorkflowSamples.TodoWorkflow"
                    }
                  ],
                  "value" : {
                    "edit" : {

                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TodoWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "2",
                      "workflow" : "WorkflowSamples.TodoWorkflow"
                    }
                  ],
                  "value" : {
                    "changeDraft" : {
                      "_0" : "Water the plants "
                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TodoWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "2",
                      "workflow" : "WorkflowSamples.TodoWorkflow"
                    }
                  ],
                  "value" : {
                    "changeDraft" : {
                      "_0" : "Water the plants n"
                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TodoWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "2",
                      "workflow" : "WorkflowSamples.TodoWorkflow"
                    }
                  ],
                  "value" : {
                    "changeDraft" : {
                      "_0" : "Water the plants no"
                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TodoWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "2",
                      "workflow" : "WorkflowSamples.TodoWorkflow"
                    }
                  ],
                  "value" : {
                    "changeDraft" : {
                      "_0" : "Water the plants now"
                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TodoWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "2",
                      "workflow" : "WorkflowSamples.TodoWorkflow"
                    }
                  ],
                  "value" : {
                    "save" : {

                    }
                  }
                },
                {
                  "action" : "WorkflowSamples.TodoWorkflow.Action",
                  "path" : [
                    {
                      "key" : "",
                      "workflow" : "WorkflowSamples.GalleryWorkflow"
                    },
                    {
                      "key" : "2",
                      "workflow" : "WorkflowSamples.TodoWorkflow"
                    }
                  ],
                  "value" : {
                    "back" : {

                    }
                  }
                }
              ],
              "workflow" : "WorkflowSamples.GalleryWorkflow"
            }
            """#.utf8))
    let replay = try RecordingReplay(recording, workflow: GalleryWorkflow(), actionTypes: actions)
    defer { replay.host.stop() }
    #expect(
        replay.treeText == #"""
            GalleryWorkflow #1 state: State(open: Optional(WorkflowSamples.GalleryWorkflow.Sample.todo), openings: 2, selectedTab: 1)
            └─ TodoWorkflow["2"] #3 state: State(items: [WorkflowSamples.TodoItem(id: 1, title: "Water the plants now", isDone: false), WorkflowSamples.TodoItem(id: 2, title: "Write the release notes", i…
            """#)
    #expect(
        replay.renderingText == #"""
            BackStackScreen(
              frames: [
                [0]: BackStackScreen.Frame(
                  screen: AnyScreen(
                    wrapped: BodyAndOverlaysScreen(
                      body: GalleryMenuScreen(
                        items: [
                          [0]: "Tic-tac-toe",
                          [1]: "Email browser",
                          [2]: "To-do list",
                          [3]: "Search",
                          [4]: "Stopwatch",
                          [5]: "Tutorial (pushed)",
                          [6]: "Tutorial (presented)",
                          [7]: "Tutorial (in tabs)",
                          [8]: "Sign-up (child flow)",
                          [9]: "Quit"
                        ],
                        onChoose: (Function)
                      ),
                      overlays: []
                    )
                  ),
                  key: "",
                  bar: nil
                ),
                [1]: BackStackScreen.Frame(
                  screen: AnyScreen(
                    wrapped: BodyAndOverlaysScreen(
                      body: BackStackScreen(
                        frames: [
                          [0]: BackStackScreen.Frame(
                            screen: AnyScreen(
                              wrapped: TodoListScreen(
                                rows: [
                                  [0]: TodoListScreen.Row(
                                    id: 1,
                                    title: "Water the plants now",
                                    isDone: false
                                  ),
                                  [1]: TodoListScreen.Row(
                                    id: 2,
                                    title: "Write the release notes",
                                    isDone: false
                                  ),
                                  [2]: TodoListScreen.Row(
                                    id: 3,
                                    title: "Call the bank",
                                    isDone: true
                                  )
                                ],
                                onOpen: (Function),
                                onAdd: (Function)
                              )
                            ),
                            key: "",
                            bar: nil
                          )
                        ],
                        onGoBack: (Function)
                      ),
                      overlays: []
                    )
                  ),
                  key: "",
                  bar: nil
                )
              ],
              onGoBack: (Function)
            )
            """#)
}
