import Domain
import FlyingFox
import GRDB

/// The offline library: index, retrieval and its loopback server. Filled in by issue 6.
public enum LibraryModule {}
