export { client, request, requestPath, setClientFetch, webContents } from './pageClient';
export { createClient, toFormError, type Client, type ClientOptions, type RequestOptions, type CallOptions, type ReadOptions, type SendOptions, type RequestFn, type StoredTokens, type TokenStore, type FieldValue } from './client';
export { ENDPOINTS, fillPath, isEndpointKey, type EndpointKey, type EndpointInfo } from './endpoints';
export { parseJsonKeepingLongs, readConfirmationNumber, stringifyWithDynSess, isLong } from './longs';
export { notOk, refusalText, type Refused, type Failed } from './outcome';
export type { ApiResult, ApiError, OkResult, FormErrorResult, FormException, HttpErrorResult, RedirectResult, TransportErrorResult } from './result';
export { loadHeaderFooter, resetHeaderFooter } from './headerFooter';
export { loadInit, loadInitPart, resetInit, initProblem, InitStruct, type InitData, type InitResult } from './init';
export { readRcs, webContentsWith, RCS_KEY, WEB_CONTENTS_RETRIES, type WebContentsQuery, type WebContentsRequest } from './webContents';
