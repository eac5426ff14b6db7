import App
import ArgumentParser

// The command line and composition root live in the App library so tests can drive them;
// @main on the root command selects ArgumentParser's asynchronous entry point.
@main
extension ShamelaCommand {}
