import Easel
import EaselUserNotifications
import Foundation
import Testing

/// Local notifications as a reminders screen uses them: permission asked and answered as
/// declined (no one answers the prompt in a picture), requests scheduled and kept pending, never
/// delivered.
@Suite(.serialized) struct UserNotificationsTests {
    @Test func contentKeepsItsInterruptionLevel() {
        let content = UNMutableNotificationContent()
        #expect(content.interruptionLevel == .active)
        content.interruptionLevel = .timeSensitive
        content.relevanceScore = 0.8
        #expect(content.interruptionLevel == .timeSensitive && content.relevanceScore == 0.8)
    }

    @Test func aReminderIsScheduledReplacedAndCancelled() async throws {
        let center = UNUserNotificationCenter.current()
        center.reset()
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        let granted = try await center.requestAuthorization(options: [.alert, .badge, .sound])
        #expect(granted == false)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .denied)
        #expect(settings.alertSetting == .disabled)

        let content = UNMutableNotificationContent()
        content.title = "Water the plants"
        content.body = "Every morning"
        content.sound = .default
        var morning = DateComponents()
        morning.hour = 8
        let daily = UNCalendarNotificationTrigger(dateMatching: morning, repeats: true)
        schedule(UNNotificationRequest(identifier: "plants", content: content, trigger: daily))
        try await center.add(UNNotificationRequest(identifier: "soon", content: content,
                                                   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        // The same identifier replaces the request.
        let changed = UNMutableNotificationContent()
        changed.title = "Water the garden"
        schedule(UNNotificationRequest(identifier: "plants", content: changed, trigger: daily))
        var pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["soon", "plants"])
        #expect(pending.last?.content.title == "Water the garden")
        #expect((pending.last?.trigger as? UNCalendarNotificationTrigger)?.dateComponents.hour == 8)
        #expect(pending.last?.trigger?.repeats == true)
        #expect(await center.deliveredNotifications().isEmpty)

        center.removePendingNotificationRequests(withIdentifiers: ["soon"])
        pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["plants"])
        center.removeAllPendingNotificationRequests()
        #expect(await center.pendingNotificationRequests().isEmpty)
        #expect(UNAuthorizationOptions.alert.rawValue == 4 && UNNotificationPresentationOptions.banner.rawValue == 16)
    }

    /// Scheduling from synchronous code, as a button's action does (in an `async` function,
    /// `add(_:)` is the throwing `async` one, as on iOS).
    func schedule(_ request: UNNotificationRequest) {
        UNUserNotificationCenter.current().add(request)
    }

    /// A screen that asks on appear draws its "off" state: the completion is called, declined.
    @Test func aScreenAskingOnAppearDrawsItsDeclinedState() throws {
        UNUserNotificationCenter.current().reset()
        struct Reminders: View {
            @State private var status = "Asking…"
            var body: some View {
                Text(status)
                    .onAppear {
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, _ in
                            status = granted ? "Reminders on" : "Reminders off"
                        }
                    }
            }
        }
        let host = ViewHost(Reminders())
        #expect(host.layout.description.contains("\"Reminders off\""))
    }
}
