import Foundation

/// UIKit's slider (`UISlider`), which SwiftUI files wrap in a `UIViewRepresentable` for a look
/// `Slider` doesn't have. Easel draws no UIKit controls: the representable is drawn as its
/// placeholder, with a diagnostic, and the slider keeps the values it was given.
open class UISlider: UIControl, @unchecked Sendable {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    /// The thumb images set for each state, by state.
    open private(set) var thumbImages: [UIControl.State.RawValue: UIImage] = [:]

    /// Sets the value, kept within the slider's range as UIKit keeps it.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = Swift.min(Swift.max(value, minimumValue), maximumValue)
    }

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
    }

    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state.rawValue]
    }

    open var currentThumbImage: UIImage? { thumbImages[UIControl.State.normal.rawValue] }

    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
}
