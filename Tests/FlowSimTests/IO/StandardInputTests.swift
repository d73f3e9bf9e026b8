import Foundation
import Testing

@testable import FlowSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading `-` (standard input) for `flowsim fmt -`: to the end, bounded by the file
/// size limit, and a failed read is a reason, never a crash or a hang.
@Suite struct StandardInputTests {
  /// What `read` gives for a file holding `bytes`, opened as a descriptor.
  func reading(_ bytes: [UInt8], limit: Int) throws -> StandardInput.Reading {
    let folder = try ScratchFolder.make("flowsim-stdin")
    defer { ScratchFolder.remove(folder) }
    let path = folder.appendingPathComponent("input").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    return StandardInput.read(descriptor, limit: limit)
  }

  @Test func readsAPipeToItsEnd() {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data("start A\nscreen A\n".utf8))
    try? pipe.fileHandleForWriting.close()
    let reading = StandardInput.read(pipe.fileHandleForReading.fileDescriptor)
    #expect(reading == .bytes(Array("start A\nscreen A\n".utf8)))
  }

  @Test func readsInputLongerThanOneChunk() throws {
    let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 200_000)
    #expect(try reading(bytes, limit: FlowLoader.maximumFileSize) == .bytes(bytes))
  }

  @Test func acceptsTheLimitAndRefusesOneByteMore() throws {
    let ten = [UInt8](repeating: UInt8(ascii: "a"), count: 10)
    #expect(try reading(ten, limit: 10) == .bytes(ten))
    #expect(try reading(ten + [0x0A], limit: 10) == .tooLarge)
    #expect(try reading([], limit: 10) == .bytes([]))
  }

  @Test func aFolderOrAClosedInputIsAReason() throws {
    let folder = try ScratchFolder.make("flowsim-stdin-folder")
    defer { ScratchFolder.remove(folder) }
    let descriptor = open(folder.path, O_RDONLY)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    #expect(StandardInput.read(descriptor) == .failed("it is a folder"))
    #expect(StandardInput.read(-1) == .failed("it is closed"))
  }
}
