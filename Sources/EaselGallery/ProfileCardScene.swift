import Easel
import Foundation

extension Gallery {
    /// A profile card built by nesting stacks: a round avatar beside two lines (stand-ins for a
    /// name and a job title until text arrives), pushed left by a Spacer, on a rounded background.
    static let profileCard = Scene(
        name: "profile-card",
        title: "A profile card",
        summary: "Nested stacks, a Spacer pushing content left, padding and a background sized by its view."
    ) {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Circle()
                    .fill(Color.orange)
                    .frame(width: 56, height: 56)
                    .id("avatar")
                VStack(alignment: .leading, spacing: 6) {
                    Capsule().fill(Color.primary).frame(width: 140, height: 14).id("name")
                    Capsule().fill(Color.secondary).frame(width: 96, height: 10).id("title")
                }
                Spacer()
                Circle()
                    .stroke(Color.blue, lineWidth: 2)
                    .frame(width: 24, height: 24)
                    .id("badge")
            }
            Divider()
            HStack {
                ForEach(0..<3) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.blue.opacity(0.15))
                        .frame(height: 44)
                        .id("stat-\(index)")
                }
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.white))
        .shadow(radius: 8)
        .padding(24)
        .id("card")
    }
}
