export { defineWidget, useIsland, useOpenRequests, IslandErrorBoundary, type WidgetDefinition, type DefinedWidget, type IslandInfo } from './defineWidget';
export { numberProp, integerProp, booleanProp, stringProp, enumProp, readMarkerProps, readRawProps, parseProps, toAttribute, describeMarker, type PropsResult } from './props';
export type { LoadCondition, Manifest, ManifestAlias, ManifestWidget, ManifestFile, MountContext, WidgetModule, WidgetRuntime, LoaderApi } from './contract';
export { openWidget } from './openWidget';
export { createModel, useModel, type Model, type Next, type Step, type Effect, type Ports, type Clock, type Calls } from '../platform/createModel';
export { lazyChunk, LAZY_CHUNK_MESSAGES, type LazyChunkOptions, type LazyComponent } from './lazyChunk';
export { useCalls, WidgetCalls } from './calls';
