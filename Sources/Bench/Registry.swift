/// Every benchmark, in report order. Each area adds its list here.
let allBenchmarks: [Benchmark] =
    LaunchBenchmarks.all
    + LargeLaunch.all
    + TextBenchmarks.all
    + NetworkingBenchmarks.all
    + StorageBenchmarks.all
    + LibraryBenchmarks.all
    + FactCheckBenchmarks.all
    + OCRBenchmarks.all
    + SemanticBenchmarks.all
    + AnswerParserBenchmarks.all
    + ChatBenchmarks.all
    + HistoryBenchmarks.all
    + SettingsBenchmarks.all
    + VoiceBenchmarks.all
