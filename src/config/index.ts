export { apiBase, getHostConfig, parseHostConfig, resetHostConfig, messagesFor, fill, type HostConfig } from './hostConfig';
export { setRuntime, isDebug, getNonce, getScriptSettings } from './runtime';
export { detectSite, type Site } from './site';
