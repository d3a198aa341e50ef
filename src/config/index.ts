export { apiBase, getHostConfig, parseHostConfig, resetHostConfig, messagesFor, type HostConfig } from './hostConfig';
export { setRuntime, isDebug, getNonce, getScriptSettings } from './runtime';
