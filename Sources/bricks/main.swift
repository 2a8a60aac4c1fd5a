// Placeholder: the CLI lands with the scaffold issue.
import Foundation
FileHandle.standardError.write(Data("bricks: not implemented yet\n".utf8))
exit(1)
