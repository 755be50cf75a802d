import classes from './Direction.module.css';

/** The class for an icon that points along the reading direction: it turns round in Arabic (issue #20). */
export const mirroredInRtl = classes.mirrored;
