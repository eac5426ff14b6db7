// swift-tools-version: 6.0
// The shamelagpt package: a full-screen terminal client for ShamelaGPT.
// Module layout and dependency direction: docs/ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "shamelagpt",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "shamelagpt", targets: ["shamelagpt"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    ],
    targets: [
        // System-library shims: module map + header of static inline wrappers.
        // No pkgConfig: ncursesw.pc only adds -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which
        // SwiftPM drops with a "prohibited flag(s)" warning at every build; the shim defines
        // what it needs and the module map links ncursesw and tinfo (standard paths).
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        // libcurl's headers only: it is not linked but loaded on first use (CCurlLoader), so
        // no pkgConfig (its -lcurl would link it); the headers are on the default path.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(name: "CCurlLoader"),
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CFribidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),

        // Bundled data files (string tables, library pins and notices); see docs/DECISIONS.md.
        .target(name: "AppResources", path: "Resources",
                exclude: ["README.md"],
                resources: [.copy("l10n"), .copy("library")]),

        .target(name: "Domain"),
        .target(name: "Localization", dependencies: ["AppResources"]),
        .target(name: "TextLayout", dependencies: ["CFribidi", "CCmarkGFM"]),
        .target(name: "Storage", dependencies: [
            "Domain", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "Networking", dependencies: ["Domain", "CCurl", "CCurlLoader"]),
        // The e5 embedding engine (vendored C, Sources/CE5/README.md); only Library uses it.
        // Optimised even in debug builds: unoptimised it takes seconds per query, which would
        // make the tests that run the real model too slow. -O3 comes after SwiftPM's -O0.
        .target(name: "CE5", exclude: ["vendor", "README.md"],
                cSettings: [.unsafeFlags(["-O3"])],
                linkerSettings: [.linkedLibrary("m")]),
        // Text recognition by the tesseract program and image shrinking by ImageMagick, both run
        // as child processes (docs/DECISIONS.md); no library of theirs is linked.
        .target(name: "OCR"),
        .target(name: "Library", dependencies: [
            "Domain", "AppResources", "CE5", "OCR",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "FlyingFox", package: "FlyingFox"),
        ]),
        // Keys, mouse and paste as values, and the pure byte decoder that produces them.
        .target(name: "Input"),
        .target(name: "Presentation", dependencies: ["Domain", "Localization", "Input"]),
        .target(name: "Views", dependencies: ["Presentation", "Domain", "TextLayout", "Localization"]),
        .target(name: "Terminal", dependencies: ["TextLayout", "Input", "CNcursesw"]),
        // What the full-screen interface and the command line both run on: the one launch path
        // (settings, store, account, logging) and the effect runners (chat, history, settings,
        // account, sync, voice, fact check, desktop actions), with the sanitising output.
        .target(name: "AppCore", dependencies: [
            "Domain", "Localization", "TextLayout", "Storage", "Networking", "Library", "OCR",
            "Presentation", "Terminal", "AppResources",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The full-screen interface: its run loop, the curses terminal, and the session that
        // wires the runners to the screen.
        .target(name: "TUI", dependencies: [
            "AppCore", "Domain", "Localization", "TextLayout", "Storage", "Networking", "Library",
            "Input", "Presentation", "Views", "Terminal",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The command line: the root command (which starts the TUI), the subcommands and line
        // mode. A library so app-level tests can drive it.
        .target(name: "App", dependencies: [
            "AppCore", "TUI", "Domain", "Localization", "TextLayout", "Storage", "Networking", "Library", "OCR",
            "Input", "Presentation", "Views", "Terminal",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .executableTarget(name: "shamelagpt", dependencies: [
            "App", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Computes Resources/library/vectors.bin (scripts/gen-library-vectors); not shipped.
        .executableTarget(name: "LibraryVectors", dependencies: ["Library"]),

        // The benchmark runner behind scripts/bench.
        .executableTarget(name: "Bench", dependencies: [
            "Domain", "Localization", "TextLayout", "Input", "Presentation", "Views", "Storage",
            "Networking", "Library", "OCR", "AppCore", "TUI", "App", "TestSupport", "CoordinatorTestSupport", "AppTestSupport",
        ]),

        // The offline library's evaluation behind scripts/library-eval.
        .executableTarget(name: "LibraryEval", dependencies: ["Library", "Domain"]),

        // The child process the storage crash and concurrency tests spawn and kill.
        .executableTarget(name: "StorageCrashChild", dependencies: ["Storage", "Domain"]),

        // Helpers for every test: snapshots, stub servers, tmux, scratch directories. It depends on
        // no I/O module, so the pure modules' tests link neither GRDB nor libcurl.
        .target(name: "TestSupport", dependencies: ["Domain", "TextLayout"]),
        // The one driver of the coordinator (events in, effects out, answers fed back); pure.
        .target(name: "CoordinatorTestSupport", dependencies: ["Presentation", "Domain", "Input"]),
        // Drivers of the app itself (a fake terminal for the run loop, History over the store's work).
        .target(name: "AppTestSupport", dependencies: ["TestSupport", "CoordinatorTestSupport", "AppCore", "TUI", "Domain",
                                                       "Input", "Presentation", "Terminal", "TextLayout"]),

        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "Domain", "TestSupport"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "Domain", "TestSupport"]),
        .testTarget(name: "LibraryTests", dependencies: ["Library", "OCR", "Networking", "Domain", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "OCRTests", dependencies: ["OCR", "TestSupport"]),
        .testTarget(name: "InputTests", dependencies: ["Input", "TestSupport"]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Domain", "TestSupport",
                                                          "CoordinatorTestSupport"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Presentation", "Domain", "TextLayout", "TestSupport",
                                                  "CoordinatorTestSupport", "AppTestSupport", "AppCore", "TUI", "App"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TextLayout", "TestSupport"]),
        .testTarget(name: "AppTests", dependencies: ["AppCore", "TUI", "App", "TestSupport", "CoordinatorTestSupport",
                                                     "AppTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "Library"]),
    ],
    swiftLanguageModes: [.v6]
)
