public import WorkflowUI

/// The game's rendering is a screen, so view systems can show it.
extension GameScreen: Screen {}
