import Testing

@testable import BricksJSON

/// Tests of ``TapeEntry``'s packing.
@Suite("Tape entries")
struct TapeEntryTests {
  @Test("stores each tag as its raw value and reads it back", arguments: allTags)
  func tagByte(tag: TapeEntry.Tag) {
    #expect(tag.byte == tag.rawValue)
    for wide in [false, true] {
      let entry = TapeEntry(tag, payload: 0x00AB_CDEF_0123_4567, wide: wide)
      #expect(entry.tag == tag)
      #expect(entry.raw >> 60 == UInt64(tag.rawValue))
      #expect(entry.payload == 0x00AB_CDEF_0123_4567)
      #expect(entry.extraWords == (wide ? 1 : 0))
    }
  }

  @Test("reads the byte of every tag there is as its raw value, whatever raw values a new case gets")
  func everyRawValue() {
    var tags = 0
    for raw in UInt8.min...UInt8.max {
      guard let tag = TapeEntry.Tag(rawValue: raw) else { continue }
      tags += 1
      #expect(tag.byte == raw, "tag \(tag) is stored as \(tag.byte), its raw value is \(raw)")
    }
    #expect(tags == allTags.count)
    #expect(allTags.map(\.rawValue) == Array(0...9))
    #expect(MemoryLayout<TapeEntry.Tag>.size == 1)
  }
}

/// Every tag, in declaration order (`Tag` is not `CaseIterable`, so that the library's type
/// carries nothing only the tests use).
private let allTags: [TapeEntry.Tag] = [
  .null, .false, .true, .int, .uint, .double, .bigNumber, .string, .array, .object,
]
