@_exported import BricksCells
@_exported import BricksCompose
/// The umbrella module an app imports: `import Bricks` brings in the JSON engine and mapping
/// layer (`BricksJSON`) and the cells layer (`BricksCells`).
@_exported import BricksJSON
