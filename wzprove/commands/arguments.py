"""Command-line argument handling that click does not give: arguments that start with ``-``."""

from __future__ import annotations

import click


class SignedArguments(click.Command):
    """A command whose arguments may start with ``-`` (``certify LHS "-2**n"``): a word
    that begins with one ``-`` and is none of the command's options is an argument, not an
    unknown option (new-user run 12h, F7); ``--`` still ends the options, and an unknown
    ``--long`` option is still an error."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        params = self.get_params(ctx)
        known = {o for p in params for o in (*p.opts, *p.secondary_opts)}
        valued = {
            o for p in params if isinstance(p, click.Option) and not p.is_flag for o in p.opts
        }
        options: list[str] = []
        arguments: list[str] = []
        i = 0
        while i < len(args):
            word = args[i]
            name = word.split("=", 1)[0]
            if word == "--":
                arguments += args[i + 1 :]
                break
            if name in known or (word.startswith("--") and word != "--"):
                options.append(word)
                if name in valued and "=" not in word:
                    if i + 1 == len(args):  # no value: click says so
                        return super().parse_args(ctx, [word])
                    options.append(args[i + 1])
                    i += 1
            else:
                arguments.append(word)
            i += 1
        return super().parse_args(ctx, [*options, "--", *arguments])


def no_stdin(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """The callback of a FILE argument: ``-`` (standard input) is refused with what to do
    instead, a usage error (exit 2), not "cannot read -: No such file or directory"."""
    if value == "-":
        raise click.BadParameter(
            "standard input is not read; save the statement to a .lean (or LCI-style "
            ".jsonl) file and give its path"
        )
    return value
