import Easel
import Foundation
import Testing
@testable import EaselRendering

/// Controls as pictures: exact colours where they are solid, and a reviewed golden of them all.
@Suite struct ControlPictureTests {
    @Test func switchesAreGreenWhenOnAndGreyWhenOff() throws {
        // A toggle with no label, at its ideal width: the 51×31 switch ends at the right edge.
        // On, the knob rests right, so the track shows green 4 points in from the switch's left
        // end; off, it shows grey 4 points in from the right end.
        let on = try ImageRenderer(content: Toggle(isOn: .constant(true)) { EmptyView() }.fixedSize()).pngData()
        let width = try #require(PNGDecoder.decode(on)).width
        #expect(try pixel(on, width - 47, 15) == [52, 199, 89, 255])
        // The knob: white, centred 15.5 points in from the right.
        #expect(try pixel(on, width - 16, 15) == [255, 255, 255, 255])
        let off = try ImageRenderer(content: Toggle(isOn: .constant(false)) { EmptyView() }.fixedSize()).pngData()
        #expect(try pixel(off, width - 4, 15) == [229, 229, 234, 255])
    }

    @Test func prominentButtonsAreFilledWithTheTintAndDisabledOnesGrey() throws {
        let prominent = try ImageRenderer(content: Button("Play Again") {}.buttonStyle(.borderedProminent)).pngData()
        #expect(try pixel(prominent, 4, 17) == [0, 122, 255, 255])
        let tinted = try ImageRenderer(content: Button("Play Again") {}.buttonStyle(.borderedProminent).tint(.green)).pngData()
        #expect(try pixel(tinted, 4, 17) == [52, 199, 89, 255])
        let disabled = try ImageRenderer(content: Button("Play Again") {}.buttonStyle(.borderedProminent).disabled(true)).pngData()
        #expect(try pixel(disabled, 4, 17) == [229, 229, 234, 255])
    }

    @Test func everyControl() throws {
        let view = VStack(alignment: .leading, spacing: 16) {
            Button("Borderless") {}
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            Toggle("Sound", isOn: .constant(true))
            Toggle("Vibrate", isOn: .constant(false))
            Slider(value: .constant(0.3))
            Stepper("Copies: 2", value: .constant(2), in: 1 ... 5)
            TextField("Your name", text: .constant("")).textFieldStyle(.roundedBorder)
            SecureField("Password", text: .constant("secret")).textFieldStyle(.roundedBorder)
            Label("Favourites", systemImage: "star.fill")
            HStack(spacing: 24) {
                ProgressView()
                ProgressView(value: 0.6)
            }
            Link("Easel on the web", destination: URL(string: "https://example.com")!)
        }
        .padding()
        .frame(width: 390)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        renderer.backgroundColor = .white
        try Golden.verify(renderer.pngData(), named: "controls")
    }
}
