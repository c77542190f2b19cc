import Foundation

// CoreLocation's location manager and its values, which a screen's model uses to find the person
// (a compass, a weather or prayer-times screen). A picture has no location of the person's: the
// manager never learns one, its authorization stays undetermined (no one answers the request),
// and its delegate is told nothing, so the screen draws the state it shows before a location
// arrives, as a device that hasn't been asked yet would.

/// A speed, in metres per second (Apple, `CLLocationSpeed`).
public typealias CLLocationSpeed = Double
/// An accuracy, in metres (Apple, `CLLocationAccuracy`).
public typealias CLLocationAccuracy = Double

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// Whether the app may use the person's location (Apple, `CLAuthorizationStatus`).
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorizedAlways = 3, authorizedWhenInUse = 4
}

/// How precise the locations the app may have are (Apple, `CLAccuracyAuthorization`).
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0, reducedAccuracy = 1
}

/// What the location is used for, which tunes how updates pause (Apple, `CLActivityType`).
public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// A place and when it was measured (Apple, `CLLocation`).
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection = -1, speed: CLLocationSpeed = -1, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: CLLocationDistance(0),
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// The distance to `location` along the Earth's surface, in metres: the great-circle distance
    /// on a sphere of the Earth's mean radius, 6,371,008.8 m (IUGG). Apple measures on the WGS 84
    /// ellipsoid, which differs by up to about 0.5 % [I].
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let lat1 = coordinate.latitude * .pi / 180, lat2 = location.coordinate.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// Which way the device points (Apple, `CLHeading`).
open class CLHeading: NSObject, @unchecked Sendable {
    public let magneticHeading: CLLocationDirection
    public let trueHeading: CLLocationDirection
    public let headingAccuracy: CLLocationDirection
    public let timestamp: Date

    public init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection, timestamp: Date) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
    }
}

/// What a location manager tells (Apple, `CLLocationManagerDelegate`); every method has a default
/// that does nothing. Nothing is told here (see above).
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// Finds the person's location and heading (Apple, `CLLocationManager`): here it keeps what it is
/// asked and finds nothing (see above).
open class CLLocationManager: NSObject, @unchecked Sendable {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var headingFilter: CLLocationDirection = 1
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    /// Undetermined: no one answers a request for permission in a picture.
    open private(set) var authorizationStatus: CLAuthorizationStatus = .notDetermined
    open private(set) var accuracyAuthorization: CLAccuracyAuthorization = .fullAccuracy
    /// None is found.
    open private(set) var location: CLLocation?
    open private(set) var heading: CLHeading?
    /// Whether updates were asked for and not stopped.
    open private(set) var isUpdatingLocation = false
    open private(set) var isUpdatingHeading = false

    override public init() {}

    /// Whether the device can find its location at all: a picture's can't.
    open class func locationServicesEnabled() -> Bool { false }
    open class func headingAvailable() -> Bool { false }
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestLocation() {}
    open func startUpdatingLocation() { isUpdatingLocation = true }
    open func stopUpdatingLocation() { isUpdatingLocation = false }
    open func startUpdatingHeading() { isUpdatingHeading = true }
    open func stopUpdatingHeading() { isUpdatingHeading = false }
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
}
