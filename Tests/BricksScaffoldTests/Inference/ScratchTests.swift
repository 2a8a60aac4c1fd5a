import BricksJSON
import Foundation
import Testing
@testable import BricksScaffold

@Test func scratchPrintTweetSchema() throws {
  let data = try Data(contentsOf: TestPaths.package.appendingPathComponent("Fixtures/tweet.json"))
  let schema = try SchemaInferrer(rootName: "Tweet", options: InferenceOptions()).infer([("tweet.json", try JSON(data: data))])
  print(schema)
  let data2 = try Data(contentsOf: TestPaths.sharedBench.appendingPathComponent("twitter.json"))
  let schema2 = try SchemaInferrer(rootName: "Timeline", options: InferenceOptions()).infer([("twitter.json", try JSON(data: data2))])
  print(schema2)
}
