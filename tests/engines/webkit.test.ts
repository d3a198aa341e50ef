import { shopperFlows } from './flows';
import { inEngine } from './support/harness';

inEngine('webkit', shopperFlows);
