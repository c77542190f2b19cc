import Testing
import Foundation
@testable import EaselCore

/// A five-question quiz as a SwiftUI tutorial writes it: tapping the question reveals the
/// answers, a right answer moves on, five right answers show a congratulations screen.
struct QuizScreen: View {
    struct Question {
        let prompt: String
        let answers: [String]
        let correct: Int
    }

    static let questions = [
        Question(prompt: "2 + 3", answers: ["4", "5", "6"], correct: 1),
        Question(prompt: "Capital of Japan", answers: ["Kyoto", "Osaka", "Tokyo"], correct: 2),
        Question(prompt: "H₂O is", answers: ["Water", "Salt", "Air"], correct: 0),
        Question(prompt: "7 × 6", answers: ["42", "36", "48"], correct: 0),
        Question(prompt: "Largest planet", answers: ["Mars", "Venus", "Jupiter"], correct: 2),
    ]

    @State private var index = 0
    @State private var revealed = false
    @State private var score = 0
    @State private var missed = 0

    var body: some View {
        if score == QuizScreen.questions.count {
            VStack(spacing: 16) {
                Text("Congratulations!").font(.largeTitle).bold()
                Text("You're awesome!").font(.title2)
                Button("Play Again") {
                    index = 0
                    score = 0
                    revealed = false
                }
                .buttonStyle(.borderedProminent)
            }
            .id("congratulations")
        } else {
            let question = QuizScreen.questions[index]
            VStack(spacing: 0) {
                Text(question.prompt)
                    .font(.title)
                    .frame(maxWidth: .infinity, minHeight: 200)
                    .background(Color.indigo.opacity(0.1))
                    .id("question")
                    .onTapGesture { revealed = true }
                Divider()
                if revealed {
                    VStack(spacing: 10) {
                        ForEach(Array(question.answers.enumerated()), id: \.offset) { offset, answer in
                            Button {
                                if offset == question.correct {
                                    score += 1
                                    index = min(index + 1, QuizScreen.questions.count - 1)
                                    revealed = false
                                } else {
                                    missed += 1
                                }
                            } label: {
                                Text(answer).frame(maxWidth: .infinity, minHeight: 44)
                            }
                        }
                    }
                    .padding()
                    .id("answers")
                }
                Text("Score \(score) · missed \(missed)").font(.footnote).padding()
            }
        }
    }
}

@Suite struct QuizHostTests {
    @Test func tappingTheQuestionRevealsTheAnswers() throws {
        let host = ViewHost(QuizScreen())
        #expect(host.layout.frame(id: "answers") == nil)
        try host.tap(id: "question")
        let answers = try #require(host.layout.frame(id: "answers"))
        // Three 44-point rows 10 apart in 16 points of padding: 3 × 44 + 2 × 10 + 32 = 184 tall.
        #expect(answers.height == 184)
        #expect(answers.width == 390)
    }

    @Test func fiveRightAnswersShowTheCongratulations() throws {
        let host = ViewHost(QuizScreen())
        // A wrong answer first: it is counted, and the answers stay.
        try host.tap(id: "question")
        try host.tap("4")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).contains("Score 0 · missed 1"))
        #expect(host.layout.frame(id: "answers") != nil)
        for question in QuizScreen.questions {
            #expect(host.layout.frame(id: "congratulations") == nil)
            try host.tap(id: "question")
            try host.tap(question.answers[question.correct])
        }
        #expect(host.layout.frame(id: "congratulations") != nil)
        #expect(host.layout.frame(id: "question") == nil)
        // Playing again starts over, the count of misses kept.
        try host.tap("Play Again")
        #expect(host.layout.frame(id: "question") != nil)
        #expect(host.layout.storage.texts(inSubtreeOf: 0).contains("Score 0 · missed 1"))
    }
}
