// Parcel tracking
// Each tracking event carries the details that fit it. The parcel has just been
// delivered, and R. Okafor signed for it: make lastEvent record exactly that.

enum TrackingEvent {
    case labelCreated
    case inTransit(hub: String)
    case delivered(signedBy: String)
}

var lastEvent = TrackingEvent.inTransit(hub: "Leeds")
print(lastEvent)

lastEvent = .labelCreated // TODO: the delivered case, signed by R. Okafor
print(lastEvent)
