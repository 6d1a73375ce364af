# groundcheck: `make run` starts a working local stack, `make test` runs the whole suite.
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
DEVCHAIN := deploy/devchain

.PHONY: run stop test lint bench install system-deps devchain-deps e2e-deps

$(VENV)/.installed: pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@echo "installing Python dependencies into $(VENV) (log: $(VENV)/install.log)"
	@($(PY) -m pip install -q --upgrade pip && $(PY) -m pip install -q -e '.[test]') > $(VENV)/install.log 2>&1 \
		|| (tail -40 $(VENV)/install.log; exit 1)
	@touch $@

install: $(VENV)/.installed

system-deps:
	@bash deploy/local/system_deps.sh

devchain-deps: install system-deps
	@$(PY) $(DEVCHAIN)/devchain.py build

run: install devchain-deps
	@$(PY) deploy/local/stack.py up

stop: install
	@$(PY) deploy/local/stack.py down

e2e-deps:
	@bash deploy/local/system_deps.sh --with-browser
	@if [ ! -d tests/e2e/node_modules ]; then cd tests/e2e && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error; fi

test: install devchain-deps e2e-deps
	@$(PY) -m pytest -q $(PYTEST_ARGS)

lint: install
	@$(VENV)/bin/ruff check .

bench: install system-deps
	@$(PY) bench/gateway.py
