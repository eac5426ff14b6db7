import Foundation
import OCR
import TestSupport

/// Text recognition of a page: an A5 page (1748 × 2480 px, 300 dpi) of Arabic hadith text at
/// 12 pt drawn by ImageMagick with Noto Naskh Arabic, read by Tesseract (ara+eng) as the app
/// and the server run it. The time includes starting Tesseract and loading its data, as every
/// recognition does. The accuracy is 1 − character edit distance ÷ length.
enum OCRBenchmarks {
    static let page = [
        "عن عمر بن الخطاب رضي الله عنه قال سمعت رسول الله صلى الله عليه وسلم يقول",
        "إنما الأعمال بالنيات وإنما لكل امرئ ما نوى فمن كانت هجرته إلى دنيا يصيبها",
        "أو إلى امرأة ينكحها فهجرته إلى ما هاجر إليه",
        "وعن أبي هريرة رضي الله عنه أن رسول الله صلى الله عليه وسلم قال",
        "ليس الشديد بالصرعة إنما الشديد الذي يملك نفسه عند الغضب",
        "وعن أنس رضي الله عنه عن النبي صلى الله عليه وسلم قال",
        "لا يؤمن أحدكم حتى يحب لأخيه ما يحب لنفسه",
        "وعن عثمان رضي الله عنه عن النبي صلى الله عليه وسلم قال",
        "خيركم من تعلم القرآن وعلمه",
        "وعن أبي هريرة رضي الله عنه قال قال رسول الله صلى الله عليه وسلم",
        "من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت",
        "ومن كان يؤمن بالله واليوم الآخر فليكرم جاره",
        "ومن كان يؤمن بالله واليوم الآخر فليكرم ضيفه",
        "وعن عبد الله بن عمرو رضي الله عنهما عن النبي صلى الله عليه وسلم قال",
        "المسلم من سلم المسلمون من لسانه ويده والمهاجر من هجر ما نهى الله عنه",
        "قال الله تعالى يا أيها الذين آمنوا كتب عليكم الصيام",
        "كما كتب على الذين من قبلكم لعلكم تتقون",
        "وقال تعالى إن الله مع الصابرين",
    ]

    static func pageImage(_ ctx: BenchContext) throws -> URL {
        let url = ctx.workDirectory.appendingPathComponent("ocr-a5-arabic.png")
        if !FileManager.default.fileExists(atPath: url.path) {
            try TextImage.render(page, points: 12, to: url, width: 1748, height: 2480)
        }
        return url
    }

    static let all: [Benchmark] = [
        Benchmark(name: "ocr/a5-arabic-page", unit: "s", target: "≤ 3 s") { ctx in
            let url = try pageImage(ctx)
            return try timeSeconds { _ = try TesseractOCR().recognize(fileAt: url) }
        },
        Benchmark(name: "ocr/a5-arabic-accuracy", unit: "%", target: "report") { ctx in
            let result = try TesseractOCR().recognize(fileAt: try pageImage(ctx))
            return TextImage.characterAccuracy(expected: page.joined(separator: "\n"), got: result.text) * 100
        },
        Benchmark(name: "ocr/a5-stored-copy", unit: "KB", target: "≤ 200 KB") { ctx in
            // The page as a phone would send it: a 95-quality JPEG of a grey, slightly noisy page.
            let photo = ctx.workDirectory.appendingPathComponent("ocr-a5-photo.jpg")
            if !FileManager.default.fileExists(atPath: photo.path), let convert = TextImage.convert {
                _ = try Shell.run(convert, [try pageImage(ctx).path, "-fill", "gray88", "-opaque", "white",
                                            "-attenuate", "0.3", "+noise", "Gaussian", "-quality", "95", photo.path])
            }
            guard case .stored(let data, _) = ImageCompressor().compress(try Data(contentsOf: photo)) else { return -1 }
            return Double(data.count) / 1024
        },
    ]
}
