// Entry point of the adapter test executable built by scripts/check-uikit.sh.
import Testing

await Testing.__swiftPMEntryPoint() as Never
